# Keyword-only parameters.
def connect(host, *, port=80, secure=False):
    return f"{'https' if secure else 'http'}://{host}:{port}"
print(connect("a.com"), connect("b.com", port=8080), connect("c.com", secure=True, port=443))
try:
    connect("d.com", 8080)
except TypeError as e:
    print("TypeError:", e)
def required_kw(*, key):
    return key * 2
print(required_kw(key=21))
try:
    required_kw()
except TypeError as e:
    print("TypeError:", e)
def mixed(a, *args, flag, **rest):
    return a, args, flag, rest
print(mixed(1, 2, 3, flag="F", extra=1))
def kw_defaults_order(*, b=2, a):
    return a, b
print(kw_defaults_order(a=1), kw_defaults_order(b=0, a=-1))
sort_key = lambda s, *, reverse=False: s[::-1] if reverse else s
print(sort_key("abc"), sort_key("abc", reverse=True))
def two_required(*, x, y):
    return x - y
try:
    two_required(x=1)
except TypeError as e:
    print("TypeError:", e)
try:
    two_required()
except TypeError as e:
    print("TypeError:", e)
