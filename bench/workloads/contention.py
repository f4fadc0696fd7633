# Contention tasks (in the spirit of CPython's Tools/ftscalingbench): every
# thread runs the same tiny snippet at once against ONE shared thing: a module
# function, a shared object's method, a global, a shared dict or list, a class,
# a threading.local.  The snippet does almost nothing else, so any write to the
# shared object's header (a reference count not biased to its owner, a lock, a
# cache line bounced between cores) shows up as a speedup well below the
# thread count.  Each step runs the snippet REPS times.
import threading
from harness import task

REPS = 1000


def module_function(x):
    return x + 1


@task("contention", "call_function", "call one module-level function")
def make_call_function(tid):
    def step():
        f = module_function
        acc = 0
        for i in range(REPS):
            acc = f(acc)
        return acc
    return step


class Shared:
    def __init__(self):
        self.value = 3

    def method(self, x):
        return x + self.value


SHARED_OBJ = Shared()


@task("contention", "call_method", "call a method of one shared object")
def make_call_method(tid):
    def step():
        obj = SHARED_OBJ
        acc = 0
        for i in range(REPS):
            acc = obj.method(i) - i + acc
        return acc
    return step


CONSTANT = 7
BIG_CONSTANT = 12345678901234567890


@task("contention", "read_global", "read global constants (a small and a big int)")
def make_read_global(tid):
    def step():
        acc = 0
        for i in range(REPS):
            acc += CONSTANT
            if BIG_CONSTANT is None:
                acc = 0
        return acc
    return step


SHARED_DICT = {"k%d" % i: i for i in range(64)}
DICT_KEYS = ["k%d" % (i % 64) for i in range(REPS)]


@task("contention", "read_dict", "read values of one shared dict")
def make_read_dict(tid):
    def step():
        d = SHARED_DICT
        acc = 0
        for k in DICT_KEYS:
            acc += d[k]
        return acc
    return step


SHARED_LIST = [Shared() for i in range(64)]


@task("contention", "read_list", "read items (objects) of one shared list")
def make_read_list(tid):
    def step():
        lst = SHARED_LIST
        acc = 0
        for i in range(REPS):
            acc += lst[i & 63].value
        return acc
    return step


@task("contention", "make_closure", "create and call closures")
def make_make_closure(tid):
    def step():
        acc = 0
        for i in range(REPS):
            def inner(y):
                return y + i
            acc = inner(acc) - i + 1
        return acc
    return step


def small_gen(n):
    for i in range(n):
        yield i


@task("contention", "generator", "create and exhaust a small generator")
def make_generator(tid):
    def step():
        acc = 0
        for i in range(REPS // 10):
            for v in small_gen(10):
                acc += v
        return acc
    return step


TLOCAL = threading.local()


@task("contention", "thread_local", "read attributes of one threading.local")
def make_thread_local(tid):
    TLOCAL.value = tid + 1

    def step():
        tl = TLOCAL
        acc = 0
        for i in range(REPS):
            acc += tl.value
        return acc
    return step


class Small:
    def __init__(self, a):
        self.a = a


@task("contention", "make_object", "instantiate one shared class")
def make_make_object(tid):
    def step():
        acc = 0
        for i in range(REPS):
            acc += Small(i).a & 1
        return acc
    return step
