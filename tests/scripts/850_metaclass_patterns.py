# common metaclass patterns: singletons, registries, automatic attributes
class Singleton(type):
    _instances = {}
    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]

class Config(metaclass=Singleton):
    def __init__(self, name="default"):
        self.name = name
a = Config("first")
b = Config("second")
print(a is b, a.name, type(Config).__name__)

class PluginMeta(type):
    plugins = {}
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        if bases:
            PluginMeta.plugins[ns.get("key", name.lower())] = cls

class Plugin(metaclass=PluginMeta):
    def run(self):
        return type(self).__name__
class Alpha(Plugin):
    key = "a"
class Beta(Plugin):
    pass
print(sorted(PluginMeta.plugins), PluginMeta.plugins["beta"]().run())

class UpperAttrs(type):
    def __new__(mcls, name, bases, ns):
        upper = {k if k.startswith("__") else k.upper(): v for k, v in ns.items()}
        return super().__new__(mcls, name, bases, upper)
class Shout(metaclass=UpperAttrs):
    greeting = "hi"
    def speak(self):
        return "speaking"
print(Shout.GREETING, Shout().SPEAK(), hasattr(Shout, "greeting"))

class Validated(type):
    def __new__(mcls, name, bases, ns):
        for k, v in ns.items():
            if k.startswith("check_") and not callable(v):
                raise TypeError(f"{name}.{k} must be callable")
        return super().__new__(mcls, name, bases, ns)
try:
    class Broken(metaclass=Validated):
        check_x = 5
except TypeError as e:
    print("TypeError", e)

class Meta(type):
    def __repr__(cls):
        return f"<Meta class {cls.__name__}>"
    def __str__(cls):
        return f"class {cls.__name__}"
    def __eq__(cls, other):
        return isinstance(other, Meta) and cls.__name__ == other.__name__
    def __hash__(cls):
        return hash(cls.__name__)
    def __or__(cls, other):
        return (cls, other)
class X(metaclass=Meta):
    pass
X2 = Meta("X", (), {})
print(repr(X), str(X), X == X2, X is X2, len({X, X2}), (X | int)[1])
print(isinstance(X, type), isinstance(X, Meta), issubclass(Meta, type), type(X()).__name__)

class WithClassProps(type):
    @property
    def table(cls):
        return cls.__name__.lower() + "s"
class User(metaclass=WithClassProps):
    pass
class Admin(User):
    pass
print(User.table, Admin.table, type(Admin) is WithClassProps)
try:
    User().table
except AttributeError as e:
    print("AttributeError", e)
