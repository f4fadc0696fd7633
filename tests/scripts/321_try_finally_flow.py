# try/except/else/finally interplay with break, continue and return in loops and nested functions; exception args and repr; scoping errors (UnboundLocalError, NameError).
def f1():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
        finally:
            print('fin', i)
    else:
        print('else')
    return i
print(f1())
def f2():
    try:
        return 'try'
    finally:
        print('finally runs')
print(f2())
def f3():
    try:
        return 'try'
    finally:
        return 'finally'
print(f3())
def f4():
    for i in range(3):
        try:
            return i
        finally:
            if i < 2:
                continue
    return 'end'
print(f4())
def f5():
    while True:
        try:
            1/0
        except ZeroDivisionError:
            break
        finally:
            print('f5 fin')
    return 'out'
print(f5())
def f6():
    try:
        try:
            raise ValueError('a')
        finally:
            print('inner fin')
    except ValueError as e:
        print('caught', e)
    try:
        e
    except NameError as n:
        print('NameError', n)
f6()
def f7():
    x = 0
    try:
        x = 1
        return x
    finally:
        x = 2
        print('x is', x)
print(f7())
def f8():
    try:
        raise KeyError('k')
    except KeyError:
        try:
            raise ValueError('v')
        except ValueError as e:
            print('inner', repr(e))
        raise
try:
    f8()
except KeyError as e:
    print('outer', repr(e))
def f9():
    try:
        raise TypeError('t')
    except (ValueError, TypeError) as e:
        return type(e).__name__
print(f9())
def f10():
    for i in range(5):
        try:
            if i % 2:
                raise ValueError(i)
        except ValueError as e:
            print('odd', e)
            continue
        else:
            print('even', i)
        finally:
            print('fin', i)
f10()
def f11():
    i = 0
    while i < 10:
        i += 1
        if i == 3:
            continue
        if i == 6:
            break
    else:
        return 'no break'
    return i
print(f11())
for i in []:
    pass
else:
    print('empty else')
def gen_fin():
    r = []
    for x in range(3):
        for y in range(3):
            try:
                if y == 1:
                    break
                r.append((x, y))
            finally:
                r.append('f')
    return r
print(gen_fin())
def raise_in_finally():
    try:
        raise ValueError('first')
    finally:
        raise TypeError('second')
try:
    raise_in_finally()
except Exception as e:
    print(type(e).__name__, e)
def bare_raise_no_active():
    raise
try:
    bare_raise_no_active()
except RuntimeError as e:
    print('RuntimeError', e)
try:
    raise ValueError
except ValueError as e:
    print(repr(e), str(e) == '')
try:
    raise 5
except TypeError as e:
    print(e)
try:
    raise ValueError('a', 'b')
except ValueError as e:
    print(e, repr(e), e.args)
try:
    raise KeyError('a')
except KeyError as e:
    print(e, repr(e), str(KeyError()), str(KeyError(1, 2)))
try:
    try:
        1/0
    except ZeroDivisionError:
        raise ValueError('x')
except ValueError as e:
    print(e)
try:
    {}['missing']
except LookupError as e:
    print('Lookup', e)
try:
    [][0]
except Exception as e:
    print(isinstance(e, LookupError), isinstance(e, IndexError), isinstance(e, KeyError))
try:
    int('x')
except (TypeError, ValueError) as e:
    print(e)
x = 5
def scope1():
    print(x)
    x = 3
try:
    scope1()
except UnboundLocalError as e:
    print('UBL', e)
except NameError as e:
    print('NameError', e)
def scope2():
    def inner():
        return y
    try:
        inner()
    except NameError as e:
        print(e)
    y = 1
    return inner()
print(scope2())
def scope3():
    del undefined_local
try:
    scope3()
except Exception as e:
    print(type(e).__name__, e)
try:
    print(undefined_global)
except NameError as e:
    print(e)
try:
    del undefined_global2
except NameError as e:
    print(e)
