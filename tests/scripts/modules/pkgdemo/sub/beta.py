from .. import alpha
from ..alpha import VALUE


def twice(x):
    return x * 2


WHERE = (__name__, __package__, VALUE, alpha.__name__)
