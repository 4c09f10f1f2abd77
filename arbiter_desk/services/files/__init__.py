"""Tournament files in and out: where they live and what they are called, a TRF imported whole (refusals
told first, every imported round checked by the pairing checker)."""
