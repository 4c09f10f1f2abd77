"""Tournament files in and out (``desk.imports``): where they live and what they are called, a TRF imported
whole (refusals told first, every imported round checked by the pairing checker)."""
