# Used by 009_import_race.py: each imp_X module appends its name here when
# its body runs (the import lock lets only one thread run it per import).
runs = []
