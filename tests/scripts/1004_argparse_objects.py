# argparse: Namespace (repr, ==, in, vars), reprs of parsers, actions and
# FileType, ArgumentError/ArgumentTypeError, and the errors raised while
# a parser is being defined.
import io
import os
import sys
os.environ['COLUMNS'] = '80'
import argparse

ns = argparse.Namespace(a=1, b='x')
print(ns, 'a' in ns, 'c' in ns, ns == argparse.Namespace(a=1, b='x'), ns == argparse.Namespace(a=1),
      ns != 3, ns == 3)
print(argparse.Namespace(**{'not valid': 1, 'ok': 2}), argparse.Namespace())
print(vars(ns))
ns.c = [1, 2]
print(ns)
p = argparse.ArgumentParser(prog='x', description='d')
print(repr(p))
print(repr(p.add_argument('--foo', type=int, choices=[1, 2], help='h')))
print(repr(p.add_argument('--bar', action='store_true')))
print(repr(p.add_argument('pos', nargs='+')))
print(argparse.FileType('w'), argparse.FileType('rb', 0, encoding='utf-8', errors='strict'),
      argparse.FileType())
print(argparse.FileType('r')('-') is sys.stdin, argparse.FileType('w')('-') is sys.stdout)
try:
    argparse.FileType('q')('-')
except ValueError as e:
    print('ValueError:', e)
try:
    argparse.FileType('r')('/nonexistent/x')
except argparse.ArgumentTypeError as e:
    print('ArgumentTypeError:', e)
print(argparse.ArgumentError(None, 'msg'), '|', argparse.ArgumentTypeError('t'))
e = argparse.ArgumentError(p._actions[1], 'bad')
print(e, '|', e.argument_name, '|', e.message)
a = argparse.Action(['-q'], 'q')
try:
    a(None, None, None)
except NotImplementedError as e:
    print('NotImplementedError:', e)
print(repr(a))
print(argparse.SUPPRESS, argparse.OPTIONAL, argparse.ZERO_OR_MORE, argparse.ONE_OR_MORE,
      argparse.PARSER, argparse.REMAINDER)
print(issubclass(argparse.RawTextHelpFormatter, argparse.RawDescriptionHelpFormatter),
      issubclass(argparse.BooleanOptionalAction, argparse.Action))

for kw in [dict(nargs=0), dict(action='store_const'), dict(action='bogus'), dict(type='notcallable'),
           dict(type=argparse.FileType), dict(nargs=2, metavar=('A',)), dict(const=1),
           dict(nargs='x'), dict(action='append', nargs=0), dict(nargs='*', metavar=('A', 'B', 'C')),
           dict(nargs='+', metavar=('A',))]:
    try:
        argparse.ArgumentParser().add_argument('--q', **kw)
        print('ok', kw)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
for args in [('x', '-y'), ('pos',), ('-',), ('--',)]:
    try:
        argparse.ArgumentParser().add_argument(*args, required=True)
        print('ok', args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    argparse.ArgumentParser().add_argument('pos', dest='d')
except ValueError as e:
    print(e)
try:
    argparse.ArgumentParser(conflict_handler='x')
except ValueError as e:
    print(e)
try:
    p = argparse.ArgumentParser()
    p.add_argument('--foo')
    p.add_argument('--foo')
except argparse.ArgumentError as e:
    print('ArgumentError:', e)
try:
    p = argparse.ArgumentParser()
    p.add_argument('-f', '--foo')
    p.add_argument('-f', '--foo')
except argparse.ArgumentError as e:
    print('ArgumentError:', e)
try:
    g = argparse.ArgumentParser().add_mutually_exclusive_group()
    g.add_argument('--a', required=True)
except ValueError as e:
    print(e)
p = argparse.ArgumentParser(prog='sub')
p.add_subparsers()
saved = sys.stderr
sys.stderr = io.StringIO()
try:
    p.add_subparsers()
except SystemExit as e:
    captured = sys.stderr.getvalue()
    sys.stderr = saved
    print('exit', e.code, repr(captured))
p = argparse.ArgumentParser(prog='im')
p.add_argument('r', nargs=argparse.REMAINDER)
try:
    p.parse_intermixed_args([])
except TypeError as e:
    print('TypeError:', e)
p = argparse.ArgumentParser(prog='im2')
g = p.add_mutually_exclusive_group()
g.add_argument('r', nargs='?')
try:
    p.parse_intermixed_args([])
except TypeError as e:
    print('TypeError:', e)
p = argparse.ArgumentParser(prog='reg')
p.register('type', 'yesno', lambda s: s == 'yes')
p.add_argument('--ok', type='yesno')
print(p.parse_args(['--ok', 'yes']), p.parse_args(['--ok', 'no']))
