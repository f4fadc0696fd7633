"""A package for the import tests: relative imports at every level."""
order = ["pkgdemo"]
from . import alpha
from .sub import beta
from .alpha import VALUE as ALPHA_VALUE

__all__ = ["alpha", "gamma", "ALPHA_VALUE"]
