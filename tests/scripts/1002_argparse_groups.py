# argparse: argument groups, mutually exclusive groups (required or not, with
# suppressed members, positionals) and sub-commands (aliases, help, dest,
# required, title/description, metavar, set_defaults of a sub-parser).
import io
import os
import sys
os.environ['COLUMNS'] = '70'
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


p = argparse.ArgumentParser(prog='mx')
g = p.add_mutually_exclusive_group()
g.add_argument('-a', action='store_true')
g.add_argument('-b', action='store_true')
g.add_argument('--cc', type=int)
g2 = p.add_mutually_exclusive_group(required=True)
g2.add_argument('--x', action='store_const', const=1)
g2.add_argument('--y', help=argparse.SUPPRESS)
g2.add_argument('--z', nargs='?')
p.add_argument('pos', nargs='?')
g3 = p.add_mutually_exclusive_group(required=True)
g3.add_argument('--only')
p.print_help()
for a in [['--x', '--only', 'o'], ['-a', '-b', '--x'], ['--x', '--z'], [], ['-a'],
          ['--cc', '3', '-a', '--x'], ['--x', '--only', '1'], ['--y', '1', '--only=2'],
          ['--only', 'o']]:
    run(p, a)

p = argparse.ArgumentParser(prog='mxpos')
g = p.add_mutually_exclusive_group()
g.add_argument('--a', action='store_true')
g.add_argument('b', nargs='?')
p.print_usage()
run(p, ['--a', 'x'])
run(p, ['x'])
p = argparse.ArgumentParser(prog='split')
p.add_argument('--z')
g = p.add_mutually_exclusive_group()
g.add_argument('--a')
p.add_argument('--between')
g.add_argument('--b')
p.print_usage()
os.environ['COLUMNS'] = '40'
p.print_usage()
os.environ['COLUMNS'] = '70'

p = argparse.ArgumentParser(prog='git', description='VCS')
grp = p.add_argument_group('global', 'Global options apply everywhere.')
grp.add_argument('--git-dir', metavar='DIR', help='repository path')
p.add_argument_group('empty group')
sub = p.add_subparsers(dest='cmd', help='sub-command help', title='commands',
                       description='valid commands', metavar='COMMAND')
c = sub.add_parser('commit', aliases=['ci'], help='record changes')
c.add_argument('-m', '--message', required=True)
c.add_argument('files', nargs='*')
s = sub.add_parser('status', help='show status')
s.add_argument('--short', '-s', action='store_true')
sub.add_parser('hidden')
p.print_help()
c.print_help()
for a in [['commit', '-m', 'hi', 'a.py'], ['ci', '-m', 'x'], ['status', '-s'], ['st'],
          ['commit'], [], ['--git-dir', 'd', 'status', 'extra'], ['status', '-h'], ['hidden']]:
    run(p, a)
run(p, ['status', '--bad', 'x'], 'parse_known_args')
try:
    sub.add_parser('commit')
except argparse.ArgumentError as e:
    print('ArgumentError:', e)
try:
    sub.add_parser('new', aliases=['ci'])
except argparse.ArgumentError as e:
    print('ArgumentError:', e)


class Call:
    def __init__(self, func):
        self.func = func

    def go(self, args):
        return self.func()


run(Call(p.add_subparsers), [], 'go')
run(Call(lambda: p.exit(3, 'bye\n')), [], 'go')
run(Call(p.exit), [], 'go')
run(Call(lambda: p.error('a custom error')), [], 'go')
run(Call(p.print_usage), [], 'go')
run(Call(lambda: p.print_usage(sys.stderr)), [], 'go')
run(Call(lambda: p.print_help(sys.stderr)), [], 'go')

p = argparse.ArgumentParser(prog='tool')
p.add_argument('--top', action='store_true')
sub = p.add_subparsers()
one = sub.add_parser('one', description='The first command.')
one.add_argument('n', type=int)
one.set_defaults(func='one-func')
sub.add_parser('two')
p.print_help()
one.print_help()
for a in [['one', '5'], ['two'], ['three'], [], ['one', 'x'], ['--top', 'one', '1']]:
    run(p, a)

p = argparse.ArgumentParser(prog='tool2')
p.add_argument('first')
sp = p.add_subparsers(required=True, dest='command', help='what to do')
sp.add_parser('go', help='go somewhere')
p.print_help()
sp.choices['go'].print_usage()
run(p, ['f'])
run(p, ['f', 'go', '--x'])
run(p, ['f', 'go'], 'parse_known_args')
run(p, ['f', 'go', '--x', 'y'], 'parse_known_args')
run(p, ['f', 'go'], 'parse_intermixed_args')
