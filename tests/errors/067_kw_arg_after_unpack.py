# Iterable argument unpacking after keyword argument unpacking.
f(**k, *a)
