__all__ = ["pub", "_listed_private"]
pub = 1
_listed_private = 2
not_listed = 3
