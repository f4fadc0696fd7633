# **kwargs collects extra keyword arguments into a dict (in call order).
def info(**kw):
    print("kw:", kw, type(kw).__name__)
    return len(kw)
print(info(), info(a=1), info(z=26, a=1, m=13))
def tag(name, **attrs):
    inner = " ".join(f'{k}="{v}"' for k, v in attrs.items())
    return f"<{name} {inner}>" if inner else f"<{name}>"
print(tag("br"), tag("a", href="/x", title="X"), tag("img", src="p.png", alt="", width=10))
def everything(a, b=2, *args, c, d=4, **kwargs):
    return (a, b, args, c, d, kwargs)
print(everything(1, c=3))
print(everything(1, 22, 33, 44, c=3, e=5, d=6, f=7))
opts = {"c": "C", "x": "X"}
print(everything(*[10, 20, 30], **opts))
print(everything(0, **{"c": 1}, **{"y": 2}))
def pass_through(*args, **kwargs):
    return everything(*args, **kwargs)
print(pass_through(1, 2, 3, c=4, zz=5))
def kw_copy(**kw):
    kw["added"] = True
    return kw
src = {"a": 1}
print(kw_copy(**src), src)
