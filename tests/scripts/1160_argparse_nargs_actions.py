# argparse: every nargs form with defaults/const, and the less common actions.
import argparse

p = argparse.ArgumentParser(prog='t')
p.add_argument('--q', nargs='?', const='C', default='D')
p.add_argument('--s', nargs='*', default=['d1'])
p.add_argument('--p', nargs='+', type=int)
p.add_argument('--two', nargs=2, metavar=('A', 'B'))
p.add_argument('--one', nargs=1)
p.add_argument('pos', nargs='?', default='pdef')
p.add_argument('rest', nargs=argparse.REMAINDER)
for argv in [[], ['--q'], ['--q', 'x'], ['--s'], ['--s', 'a', 'b'], ['--p', '1', '2', '3'],
             ['--two', 'a', 'b'], ['--one', 'z'], ['P', 'r1', '--q', 'r2'], ['--', '--q']]:
    print(argv, sorted(vars(p.parse_args(argv)).items()))

p = argparse.ArgumentParser(prog='t')
p.add_argument('-c', action='append_const', const=1, dest='consts')
p.add_argument('-d', action='append_const', const=2, dest='consts')
p.add_argument('-v', action='count', default=0)
p.add_argument('-e', action='extend', nargs='+')
p.add_argument('--feature', action=argparse.BooleanOptionalAction, default=True)
p.add_argument('-a', action='append', default=[])
print(sorted(vars(p.parse_args([])).items()))
print(sorted(vars(p.parse_args(['-c', '-d', '-c', '-vvv', '-v', '-e', 'x', 'y', '-e', 'z', '--no-feature', '-a1', '-a', '2'])).items()))
print(p.parse_args(['--feature']).feature)
print(p.format_usage().strip())

class Upper(argparse.Action):
    def __init__(self, option_strings, dest, nargs=None, **kw):
        print('init', option_strings, dest, nargs, sorted(kw))
        super().__init__(option_strings, dest, nargs=nargs, **kw)
    def __call__(self, parser, namespace, values, option_string=None):
        print('call', values, option_string)
        setattr(namespace, self.dest, values.upper() if isinstance(values, str) else [v.upper() for v in values])

p = argparse.ArgumentParser(prog='t')
p.add_argument('--u', action=Upper, help='upper')
p.add_argument('w', action=Upper, nargs='*')
ns = p.parse_args(['--u', 'abc', 'x', 'y'])
print(ns.u, ns.w)
try:
    p.add_argument('--bad', action='nope')
except ValueError as e:
    print('ValueError', e)
try:
    p.add_argument('--bad2', nargs=0)
except ValueError as e:
    print('ValueError', e)
try:
    p.add_argument('--bad3', action='store_const', nargs='?')
except TypeError as e:
    print('TypeError', e)
try:
    p.add_argument('x', dest='y')
except ValueError as e:
    print('ValueError', e)
try:
    p.add_argument('-x', required=True, action='store_true', foo=1)
except TypeError as e:
    print('TypeError', e)
