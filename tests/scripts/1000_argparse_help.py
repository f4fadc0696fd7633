# argparse: help and usage text at several terminal widths (COLUMNS): usage
# wrapping, the help column, long option strings, wrapped help, descriptions
# and epilogs, %(prog)s/%(default)s/%(choices)s/%(type)s in help, SUPPRESS.
import os
import argparse


def build():
    p = argparse.ArgumentParser(
        prog='prog',
        description='A test program that does several things with files and numbers, '
                    'and the description is long enough to wrap.',
        epilog='The end. %(prog)s epilog text here.')
    p.add_argument('integers', metavar='N', type=int, nargs='+', help='an integer for the accumulator')
    p.add_argument('--sum', dest='accumulate', action='store_const', const=sum, default=max,
                   help='sum the integers (default: find the max)')
    p.add_argument('-v', '--verbose', action='count', default=0, help='verbosity level')
    p.add_argument('-o', '--output', metavar='FILE', help='where to write the output, default %(default)s')
    p.add_argument('--mode', choices=['fast', 'slow', 'medium'], default='fast',
                   help='mode: one of %(choices)s (default %(default)s)')
    p.add_argument('--flag', action=argparse.BooleanOptionalAction, default=True, help='a flag')
    p.add_argument('--list', action='append', type=float, help='add a %(type)s to the list, 100%%')
    p.add_argument('--ext', action='extend', nargs='+', help='extend')
    p.add_argument('--const', action='append_const', const=42, dest='consts')
    p.add_argument('--version', action='version', version='%(prog)s 1.0')
    p.add_argument('--two', nargs=2, metavar=('A', 'B'))
    p.add_argument('--opt', nargs='?', const='C', default='D')
    p.add_argument('--star', nargs='*')
    p.add_argument('--tup', nargs='*', metavar=('X', 'Y'))
    p.add_argument('--one', nargs=1)
    p.add_argument('--hidden', help=argparse.SUPPRESS)
    p.add_argument('--empty', help='')
    p.add_argument('--very-long-option-name-that-overflows',
                   help='this one forces the help onto the next line because it is long')
    p.add_argument('rest', nargs=argparse.REMAINDER, help='everything else')
    return p


for width in ('80', '50', '30', '120'):
    os.environ['COLUMNS'] = width
    print('=== COLUMNS', width)
    p = build()
    p.print_help()
    print(repr(p.format_usage()))

os.environ['COLUMNS'] = '80'
p = argparse.ArgumentParser(prog='a-very-long-program-name-that-takes-space-in-the-usage-line')
for i in range(8):
    p.add_argument('--option%d' % i, metavar='VALUE%d' % i)
p.add_argument('positional_one')
p.add_argument('positional_two', nargs='+')
p.print_usage()
p = argparse.ArgumentParser(prog='a-very-long-program-name-that-takes-space-in-the-usage-line-and-more')
p.add_argument('x')
p.print_usage()

p = argparse.ArgumentParser(prog='short')
for i in range(3):
    p.add_argument('pos%d' % i, help='positional number %d with quite a long help text that '
                                     'needs wrapping at some width' % i)
p.add_argument('--x', help='x')
p.print_help()
os.environ['COLUMNS'] = '40'
p.print_help()
os.environ['COLUMNS'] = '80'
p = argparse.ArgumentParser(prog='nothing', add_help=False)
p.print_help()
print(repr(p.format_usage()))
p = argparse.ArgumentParser(prog='u', usage='%(prog)s [options] files...', description='%(prog)s does things')
p.add_argument('f')
p.print_help()
p = argparse.ArgumentParser(prog='P', formatter_class=lambda prog: argparse.HelpFormatter(
    prog, max_help_position=40, width=60))
p.add_argument('--something-long', help='a help message long enough to wrap twice within '
                                        'the sixty column formatter width')
p.print_help()
p = argparse.ArgumentParser(prog='grp', epilog=argparse.SUPPRESS)
gs = p.add_argument_group(argparse.SUPPRESS)
gs.add_argument('--x')
gn = p.add_argument_group()
gn.add_argument('--y')
ge = p.add_argument_group('empty')
gd = p.add_argument_group('described', 'Only a description, no arguments.')
p.print_help()
os.environ['COLUMNS'] = 'junk'
p.print_help()
del os.environ['COLUMNS']
p.print_usage()
