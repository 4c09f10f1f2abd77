"""The venue server: roles and arbiters, this desk's name, what each role may do, other desks' changes
seen within a second, backups as tournament files."""
