# the "error" filter turns a warning into an exception; uncaught, it ends
# the program like any other
import warnings

warnings.simplefilter("error", RuntimeWarning)
warnings.warn("shown, not raised")  # a UserWarning: still shown (stderr)
print("before")


def compute():
    warnings.warn("overflow in compute", RuntimeWarning)


compute()
print("not reached")
