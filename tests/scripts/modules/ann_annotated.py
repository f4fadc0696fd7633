# A module with annotations (imported by ../792_annotations_module.py).
count: int = 0
name: str
