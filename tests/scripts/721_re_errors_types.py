# wrong argument types
import re

def attempt(f, *args):
    try:
        print(f(*args))
    except (TypeError, ValueError, re.error) as e:
        print(type(e).__name__, e)

attempt(re.compile, 12)
attempt(re.compile, None)
attempt(re.search, 'a', 12)
attempt(re.search, 'a', None)
attempt(re.search, 'a', b'a')
attempt(re.search, b'a', 'a')
attempt(re.findall, 'a', [1])
attempt(re.sub, 'a', b'x', 'a')
attempt(re.sub, b'a', 'x', b'a')
attempt(re.sub, 'a', 3, 'a')
attempt(re.sub, 'a', None, 'a')
attempt(re.compile, 'a', re.A | re.U)
attempt(re.compile, b'a', re.U)
attempt(re.compile, 'a', re.L)
attempt(re.split, 'a', 5)
attempt(re.compile('a').search, 'a', 'x')
