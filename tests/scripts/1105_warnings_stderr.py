# warnings written to the real sys.stderr (the last line is compared),
# then a non-zero exit
import sys
import warnings


def deprecated_api():
    warnings.warn("deprecated_api() is deprecated", DeprecationWarning, stacklevel=2)


for i in range(3):
    deprecated_api()   # shown once: the default filter for __main__
warnings.warn("plain user warning")
print("stdout still works")
sys.exit(3)
