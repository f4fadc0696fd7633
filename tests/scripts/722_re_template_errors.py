# bad replacement templates
import re

for repl in [r'\3', r'\g<3>', r'\g<x>', r'\g<1', r'\g', r'\g<>', r'\g<a-b>', r'\q', '\\', r'\777']:
    try:
        print(re.sub('(a)(b)', repl, 'ab'))
    except (re.error, IndexError) as e:
        print(repr(repl), type(e).__name__, e)
print(re.sub('(a)(b)', r'\2\1', 'ab'), re.sub('(?P<x>a)', r'\g<x>\g<1>', 'a'))
m = re.match('(a)(?P<n>b)?', 'a')
print(repr(m.expand(r'[\1][\2][\g<n>]')))
try:
    m.expand(r'\5')
except re.error as e:
    print(e)
