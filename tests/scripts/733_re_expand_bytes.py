# Match.expand with str and bytes templates
import re

m = re.search(r'(?P<user>\w+)@(?P<host>[\w.]+)', 'mail: jo@ex.org')
print(m.expand(r'\g<host>/\g<user>'), m.expand(r'\2 \1 \g<0>'), m.expand('plain'), m.expand(r'x\ny'))
mb = re.search(rb'(\d+)-(\d+)', b'a 10-20')
print(mb.expand(rb'\2..\1'), mb.expand(b'[\\g<0>]'))
m = re.match('(a)|(b)', 'a')
print(repr(m.expand(r'<\2>')))
