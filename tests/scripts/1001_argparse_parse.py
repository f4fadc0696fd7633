# argparse: parsing a command line: every nargs and action, types, choices,
# defaults, abbreviations, combined short options, '--', negative numbers,
# and the errors (usage and message on stderr, exit status 2).
import io
import os
import sys
os.environ['COLUMNS'] = '60'
import argparse

def run(parser, args, method='parse_args'):
    """Parse args; print the result, the exit status and what was written."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    code = None
    try:
        try:
            result = getattr(parser, method)(args)
        except SystemExit as e:
            code = e.code
            result = None
        except Exception as e:
            result = 'raised %s: %s' % (type(e).__name__, e)
    finally:
        sys.stdout, sys.stderr = saved
    print(args, '->', result, '| exit', code)
    if out.getvalue():
        print('stdout:', out.getvalue(), end='|\n')
    if err.getvalue():
        print('stderr:', err.getvalue(), end='|\n')


p = argparse.ArgumentParser(prog='prog')
p.add_argument('integers', metavar='N', type=int, nargs='+')
p.add_argument('--sum', dest='accumulate', action='store_const', const=sum, default=max)
p.add_argument('-v', '--verbose', action='count', default=0)
p.add_argument('-o', '--output', metavar='FILE')
p.add_argument('--mode', choices=['fast', 'slow', 'medium'], default='fast')
p.add_argument('--flag', action=argparse.BooleanOptionalAction, default=True)
p.add_argument('--list', action='append', type=float)
p.add_argument('--ext', action='extend', nargs='+')
p.add_argument('--const', action='append_const', const=42, dest='consts')
p.add_argument('--version', action='version', version='%(prog)s 1.0')
p.add_argument('--two', nargs=2, metavar=('A', 'B'))
p.add_argument('--opt', nargs='?', const='C', default='D')
p.add_argument('--star', nargs='*')
p.add_argument('--hidden', help=argparse.SUPPRESS)
p.add_argument('-s', action='store_true')
p.add_argument('-f', action='store_false')
for a in [['1', '2', '3'], ['--sum', '1', '2'], ['-vvv', '5'], ['-v', '-v', '5', '--verbose'],
          ['-oX', '1'], ['-o=X', '1'], ['--output=Y', '1'], ['--out', 'Z', '1'],
          ['--mode', 'slow', '1'], ['--mode', 'bad', '1'], ['--no-flag', '1'], ['--flag', '1'],
          ['--list', '1.5', '--list', '2', '3'], ['--list', 'x', '1'],
          ['--ext', 'a', 'b', '--ext', 'c', '--', '1'], ['--const', '--const', '1'], ['--version'],
          ['-h'], ['--two', 'x', 'y', '1'], ['--two', 'x'], ['--opt', '1'], ['1', '--opt'],
          ['--opt=', '1'], ['--star', '1'], ['1', '--star'], ['1', '--star', 'a', 'b'],
          [], ['x'], ['1', '--bogus'], ['1', 'extra', '--unknown=3'], ['--v', '1'], ['--', '-1'],
          ['-1'], ['1', '--hidden', 'h'], ['1', '-vx'], ['1', '-o'], ['1', '--fl'], ['1', '--no'],
          ['-v=1', '2'], ['1', '--sum=3'], ['-sfv', '1'], ['-sfo', 'q', '1'], ['-sfoq', '1'],
          ['-s=1', '1'], ['1', '-', '2'], ['1', 'a b', '-c d']]:
    run(p, a)
run(p, ['1', '--zz', 'q', '-k'], 'parse_known_args')

p = argparse.ArgumentParser(prog='req')
p.add_argument('--req', required=True)
p.add_argument('--one', nargs=1)
p.add_argument('-x', type=int)
p.add_argument('--sd', default=argparse.SUPPRESS)
p.add_argument('pos', nargs=2)
for a in [['--req', 'r', 'a', 'b'], ['a', 'b'], [], ['--req', 'r', 'a'], ['--req', 'r', 'a', 'b', 'c'],
          ['--req', 'r', '--', 'a', '--', 'b'], ['--req', 'r', 'a', '--one', 'o', 'b'],
          ['--req', '--', 'a', 'b'], ['--req=', 'a', 'b'], ['--sd', '1', '--req', 'r', 'a', 'b'],
          ['-x', '--req', 'r', 'a', 'b'], ['-x', '-5', '--req', 'r', 'a', 'b']]:
    run(p, a)

p = argparse.ArgumentParser(prog='pos')
p.add_argument('a', nargs='?', default='da')
p.add_argument('b', nargs='*', default=[1])
p.add_argument('c', nargs='+')
p.add_argument('--o', type=int, default='7')
p.add_argument('--p', type=int, default='bad')
for a in [['x'], ['x', 'y', 'z', 'w'], ['--p', '1'], ['--p', '1', 'q'], ['x', '--p', '2', 'y', 'z']]:
    run(p, a)

p = argparse.ArgumentParser(prog='neg')
p.add_argument('-x', type=float)
p.add_argument('n', nargs='*', type=int)
run(p, ['-x', '-1.5', '-2', '-3'])
run(p, ['-x', '-.5', '-2'])
p = argparse.ArgumentParser(prog='neg2')
p.add_argument('-1', dest='one', action='store_true')
p.add_argument('n', nargs='*')
run(p, ['-1', '-2'])
run(p, ['-1', 'x'])

p = argparse.ArgumentParser(prog='amb')
p.add_argument('--foobar')
p.add_argument('--foonly')
p.add_argument('-fx')
run(p, ['--foo', '1'])
run(p, ['--foob=1'])
run(p, ['-f', '1'])
p = argparse.ArgumentParser(prog='noabbrev', allow_abbrev=False, exit_on_error=False)
p.add_argument('--foobar', type=int)
run(p, ['--foob', '1'], 'parse_known_args')
run(p, ['--foobar', 'x'])
run(p, ['--foobar', '2', 'extra'])

def even(s):
    v = int(s)
    if v % 2:
        raise argparse.ArgumentTypeError('%r is not even' % s)
    return v

p = argparse.ArgumentParser(prog='typ')
p.add_argument('n', type=even)
p.add_argument('--f', type=argparse.FileType('r'))
p.add_argument('--r', type=int, choices=range(1, 4))
p.add_argument('--d', choices={'k1': 1, 'k2': 2})
for a in [['3'], ['x'], ['4', '--f', '/nonexistent/file'], ['4', '--r', '5'], ['4', '--r', '2', '--d', 'k3'],
          ['4', '--f', '-']]:
    run(p, a)

class Upper(argparse.Action):
    def __call__(self, parser, namespace, values, option_string=None):
        if isinstance(values, str):
            values = values.upper()
        else:
            values = [v.upper() for v in values]
        setattr(namespace, self.dest, values)
        print('  Upper called for', option_string)

p = argparse.ArgumentParser(prog='cust')
p.add_argument('--name', action=Upper)
p.add_argument('words', action=Upper, nargs='+')
run(p, ['--name', 'bob', 'a', 'b'])

p = argparse.ArgumentParser(prog='im')
p.add_argument('--foo')
p.add_argument('cmd')
p.add_argument('rest', nargs='*', type=int)
run(p, ['doit', '1', '--foo', 'bar', '2', '3'], 'parse_intermixed_args')
run(p, ['doit', '1', '--foo', 'bar', '2', '3'], 'parse_known_args')
run(p, ['doit', '1', '--foo', 'bar', '2', '3'])
run(p, ['--foo', 'bar'], 'parse_intermixed_args')
run(p, ['x', '--zz'], 'parse_known_intermixed_args')

p = argparse.ArgumentParser(prog='rem')
p.add_argument('--opt')
p.add_argument('cmd')
p.add_argument('args', nargs=argparse.REMAINDER)
run(p, ['--opt', '1', 'ls', '-la', '--opt', '2'])
run(p, ['ls', '--', 'x'])
run(p, ['ls'], 'parse_intermixed_args')

ns = argparse.Namespace(existing=1)
p = argparse.ArgumentParser(prog='ns')
p.add_argument('--existing', default=5)
p.add_argument('--new', default=6)
print(p.parse_args([], ns), p.parse_args(['--new', '7'], namespace=argparse.Namespace()))
p.set_defaults(new=8, other='o')
print(p.parse_args([]), p.get_default('new'), p.get_default('other'), p.get_default('none'))
