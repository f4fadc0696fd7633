from . import alpha
import sys
print("main of pkgdemo", __name__, __package__, alpha.VALUE, sys.argv[0].endswith("pkgdemo/__main__.py"))
