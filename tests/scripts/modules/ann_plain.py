# A module without annotations (imported by ../792_annotations_module.py).
value = 1
