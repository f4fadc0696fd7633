# argparse: conflict_handler, parents, set_defaults/get_default, FileType,
# mutually exclusive groups, metavar tuples, help substitutions, usage wrapping.
import os
os.environ['COLUMNS'] = '60'
import argparse, tempfile, sys, io

p = argparse.ArgumentParser(prog='t', conflict_handler='resolve')
p.add_argument('-f', '--foo', help='old')
p.add_argument('--foo', help='new')
print(p.format_help())
p2 = argparse.ArgumentParser(prog='t')
p2.add_argument('--foo')
try:
    p2.add_argument('--foo')
except argparse.ArgumentError as e:
    print('ArgumentError:', e)

parent = argparse.ArgumentParser(add_help=False)
parent.add_argument('--parent', type=int, default=5)
g = parent.add_argument_group('pg', 'parent group')
g.add_argument('--pgopt')
child = argparse.ArgumentParser(prog='child', parents=[parent])
child.add_argument('x')
print(child.parse_args(['--parent', '7', 'xx']))
print(child.format_help())

p = argparse.ArgumentParser(prog='t')
p.add_argument('--a', default=1)
p.set_defaults(a=2, b='extra')
print(p.get_default('a'), p.get_default('b'), p.get_default('zzz'))
print(p.parse_args([]))
sub = p.add_subparsers(dest='cmd')
s1 = sub.add_parser('run')
s1.set_defaults(func='runner')
print(p.parse_args(['run']))

with tempfile.TemporaryDirectory() as d:
    fn = os.path.join(d, 'in.txt')
    with open(fn, 'w') as f:
        f.write('hello file\n')
    p = argparse.ArgumentParser(prog='t', exit_on_error=False)
    p.add_argument('inp', type=argparse.FileType('r'))
    ns = p.parse_args([fn])
    print(ns.inp.read(), end='')
    ns.inp.close()
    print(argparse.FileType('r')('-') is sys.stdin, argparse.FileType('w')('-') is sys.stdout)
    print(repr(argparse.FileType('rb', 4, 'utf-8', 'strict')))
    try:
        p.parse_args([os.path.join(d, 'nope.txt')])
    except argparse.ArgumentError as e:
        print('ArgumentError:', str(e).replace(d, 'DIR'))

p = argparse.ArgumentParser(prog='t', exit_on_error=False)
m = p.add_mutually_exclusive_group(required=True)
m.add_argument('--a', action='store_true')
m.add_argument('--b', action='store_true')
for argv in [['--a'], ['--a', '--b']]:
    try:
        print(p.parse_args(argv))
    except argparse.ArgumentError as e:
        print('ArgumentError:', e)
err = io.StringIO()
old = sys.stderr
sys.stderr = err
try:
    p.parse_args([])
except SystemExit as e:
    print('exit', e.code)
finally:
    sys.stderr = old
print(err.getvalue().strip().splitlines()[-1])
try:
    m.add_argument('pos')
except ValueError as e:
    print('ValueError:', e)

p = argparse.ArgumentParser(prog='tool', description='A tool that does a great many things for %(prog)s users.',
                            epilog='See %(prog)s docs.')
p.add_argument('--point', nargs=2, metavar=('X', 'Y'), help='a point')
p.add_argument('--level', type=int, default=3, help='level (default: %(default)s, type %(type)s)')
p.add_argument('--mode', choices=['fast', 'slow'], default='fast', help='one of %(choices)s, prog %(prog)s')
p.add_argument('--hidden', help=argparse.SUPPRESS)
p.add_argument('--alpha-option-with-long-name', metavar='VALUE')
p.add_argument('--beta-option-with-long-name', metavar='VALUE')
p.add_argument('files', nargs='*', metavar='FILE')
print(p.format_help())
try:
    argparse.ArgumentParser(prog='t').add_argument('--p', nargs=3, metavar=('A', 'B')).__class__
    q = argparse.ArgumentParser(prog='t')
    q.add_argument('--p', nargs=3, metavar=('A', 'B'))
    q.format_usage()
except ValueError as e:
    print('ValueError:', e)
