"""Printed sheets of the open tournament: which rounds each document can show, the document, the PDF."""
