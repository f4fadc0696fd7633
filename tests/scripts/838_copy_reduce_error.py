import copy
class BadR:
    def __reduce__(self): return 5
try: copy.copy(BadR())
except copy.Error as e: print("Error", e)
