# optparse: Option construction errors, conflicts (error and resolve),
# removing options, Values, groups, and the help of IndentedHelpFormatter
# and TitledHelpFormatter at two widths (%default, descriptions, epilogs).
import io
import os
import sys
import optparse
from optparse import *

for args, kw in [((), {}), (('x',), {}), (('-xy',), {}), (('---x',), {}),
                 (('-x',), dict(action='bad')), (('-x',), dict(type='bad')),
                 (('-x',), dict(action='store_true', type='int')), (('-x',), dict(type='choice')),
                 (('-x',), dict(type='choice', choices='ab')), (('-x',), dict(choices=['a'], type='int')),
                 (('-x',), dict(action='store', const=1)), (('-x',), dict(action='count', nargs=2)),
                 (('-x',), dict(action='callback', callback=3)),
                 (('-x',), dict(action='callback', callback=len, callback_args=[1])),
                 (('-x',), dict(action='callback', callback=len, callback_kwargs=[1])),
                 (('-x',), dict(callback=len)), (('-x',), dict(callback_args=(1,))),
                 (('-x',), dict(callback_kwargs={})), (('-x',), dict(bogus=1, zzz=2)),
                 (('-x', '--xx'), dict(type=int)), (('-x',), dict(type=str)),
                 (('-x',), dict(type=float, default='1.5')), (('-',), {}), (('', '--only-long'), {}),
                 (('-y',), dict(action='store_const', const=3)), (('-z',), dict(action='help'))]:
    try:
        o = Option(*args, **kw)
        print('ok', str(o), o.action, o.type, o.dest, o.nargs, o.takes_value(), o.get_opt_string())
    except (OptionError, TypeError) as e:
        print(type(e).__name__, e)
print(make_option is Option, SUPPRESS_HELP, SUPPRESS_USAGE)

p = OptionParser(prog='conf', add_help_option=False)
p.add_option('-a', '--all', action='store_true')
try:
    p.add_option('-a', '--all')
except OptionConflictError as e:
    print('conflict:', e)
p.set_conflict_handler('resolve')
p.add_option('-a', '--any', help='new -a')
p.add_option('--all', help='new --all')
print([str(o) for o in p.option_list], p.has_option('-a'), str(p.get_option('--any')))
p.remove_option('--all')
print([str(o) for o in p.option_list])
for bad in (lambda: p.remove_option('--nothere'), lambda: p.set_conflict_handler('x'),
            lambda: p.add_option(3), lambda: p.add_option(Option('-k'), help='x'),
            lambda: p.add_option_group(3), lambda: p.add_option_group(OptionGroup(OptionParser(), 't'))):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
p.print_help()

vals = Values({'a': 1})
print(vals, vals.ensure_value('a', 5), vals.ensure_value('b', []), vals)
vals._update({'a': 2, 'c': 3}, 'careful')
print(vals)
vals._update({'a': 2, 'c': 3}, 'loose')
print(vals, vals == {'a': 2, 'b': [], 'c': 3}, vals == Values({'a': 2}), vals != 5)
print(Values())
print(str(optparse.AmbiguousOptionError('--al', ['--alpha', '--alpine'])), '|',
      BadOptionError('-q'), '|', OptionValueError('m'), '|', OptionError('msg', Option('-r')))


def build(formatter=None):
    p = OptionParser(prog='prog', version='%prog 2.0', formatter=formatter,
                     description='A description of %prog which is long enough to be wrapped '
                                 'across lines in the help output.',
                     epilog='Epilog text that is also rather long and will wrap at the width '
                            'of the terminal, surely.')
    p.add_option('-f', '--file', dest='filename', metavar='FILE', default='out.txt',
                 help='write report to FILE [default: %default]')
    p.add_option('-q', '--quiet', action='store_false', dest='verbose', default=True,
                 help="don't print status messages to stdout")
    p.add_option('--choice', type='choice', choices=['a', 'b'], help='pick one (%default)')
    p.add_option('--app', action='append', type='int')
    p.add_option('-v', action='count', dest='verbosity', help='more')
    p.add_option('--pt', nargs=2, type='float', metavar='X')
    p.add_option('--no-help-text-but-a-long-name')
    p.add_option('--hidden', help=SUPPRESS_HELP)
    g = OptionGroup(p, 'Dangerous Options', 'Caution: use these options at your own risk. '
                                            'It is believed that some of them bite.')
    g.add_option('-g', action='store_true', help='Group option.')
    p.add_option_group(g)
    g2 = p.add_option_group('Debug Options')
    g2.add_option('--debug', action='store_true', help='Print debug information')
    p.add_option_group('Empty Group', 'Nothing in here.')
    return p


for width in ('80', '44'):
    os.environ['COLUMNS'] = width
    print('=== COLUMNS', width)
    p = build()
    p.print_help()
    print(repr(p.get_usage()), p.get_version())
    p.print_usage()
    p.print_version()
    build(TitledHelpFormatter()).print_help()
del os.environ['COLUMNS']
f = IndentedHelpFormatter(width=40, max_help_position=10)
f.set_short_opt_delimiter('')
f.set_long_opt_delimiter(' ')
p = OptionParser(prog='fmt', formatter=f, usage=SUPPRESS_USAGE)
p.add_option('-o', '--output', help='output file name for the results of the run')
p.print_help()
p.print_usage()
print(repr(p.get_usage()))
try:
    f.set_short_opt_delimiter('x')
except ValueError as e:
    print(e)
p = OptionParser(usage='Usage: %prog things', prog='pp',
                 option_list=[make_option('-z', action='store_true', help='zed')])
p.print_help()
p.print_version()
print(p.get_option_group('-z'))
