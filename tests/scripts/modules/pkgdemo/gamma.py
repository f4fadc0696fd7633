from . import alpha
from .sub.beta import twice
WHO = (__name__, __package__, alpha.VALUE, twice(3))
