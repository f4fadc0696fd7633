# bare raise re-raises the exception being handled.
def reraiser():
    try:
        int("nope")
    except ValueError:
        print("logging and re-raising")
        raise
try:
    reraiser()
except ValueError as e:
    print("caller got:", e)
def selective(exc):
    try:
        raise exc
    except (KeyError, IndexError) as e:
        if isinstance(e, KeyError):
            print("handling KeyError locally")
            return "handled"
        raise
try:
    print(selective(KeyError("k")))
    print(selective(IndexError("i")))
except IndexError as e:
    print("IndexError re-raised:", e)
try:
    try:
        raise TypeError("original")
    except TypeError:
        try:
            raise ValueError("temp")
        except ValueError:
            pass
        raise
except Exception as e:
    print("after nested handling, bare raise gives:", type(e).__name__, e)
try:
    try:
        1 / 0
    finally:
        print("finally before propagation")
except ZeroDivisionError as e:
    print("got", e)
