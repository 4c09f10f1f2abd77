"""Pure domain and rules of FIDE Swiss tournaments (C.04): no Qt, no SQLAlchemy, no file I/O.

Plain frozen data in, plain data out; the same input always gives the same output.
"""
