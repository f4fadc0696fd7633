# argparse: the formatter classes (raw description, raw text, defaults in
# help, metavars from types), a custom formatter_class, prefix_chars,
# parents, conflict_handler='resolve', and version output.
import io
import os
import sys
os.environ['COLUMNS'] = '64'
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


for fc in [argparse.HelpFormatter, argparse.RawDescriptionHelpFormatter,
           argparse.RawTextHelpFormatter, argparse.ArgumentDefaultsHelpFormatter,
           argparse.MetavarTypeHelpFormatter]:
    print('===', fc.__name__)
    p = argparse.ArgumentParser(prog='fmt', formatter_class=fc, description='''Line one
      indented line two

    paragraph''', epilog='epi\n  log')
    p.add_argument('--num', type=int, default=3, help='a number\n  kept as is')
    p.add_argument('--s', type=str, help='no default given')
    p.add_argument('p', type=float, nargs='?', default=1.5, help='pos')
    p.add_argument('q', type=int, help='pos q')
    p.add_argument('r', type=int, nargs='*', help='pos r')
    p.add_argument('--sup', type=int, default=argparse.SUPPRESS, help='sup')
    p.add_argument('--already', type=int, default=9, help='has %(default)s already')
    p.add_argument('--nohelp', type=int, default=1)
    p.print_help()

class Wide(argparse.HelpFormatter):
    def __init__(self, prog):
        super().__init__(prog, indent_increment=4, max_help_position=10, width=50)

    def _get_default_metavar_for_optional(self, action):
        return '<' + action.dest + '>'

p = argparse.ArgumentParser(prog='wide', formatter_class=Wide)
p.add_argument('--alpha', help='the first letter of the Greek alphabet, spelled out in full')
p.add_argument('beta', help='the second')
p.print_help()

p = argparse.ArgumentParser(prog='pc', prefix_chars='+/')
p.add_argument('+f', '++foo')
p.add_argument('/b', action='store_true')
p.add_argument('rest', nargs='*')
p.print_help()
run(p, ['++foo', 'x', '/b', 'q'])
run(p, ['+fy', '-x'])
run(p, ['+h'])
p = argparse.ArgumentParser(prog='ff', fromfile_prefix_chars='@')
p.add_argument('x', nargs='*')
run(p, ['a', '@/nonexistent/args.txt'])

parent = argparse.ArgumentParser(add_help=False)
parent.add_argument('--parent', type=int, default=7)
pg = parent.add_argument_group('parent group', 'from the parent')
pg.add_argument('--pg')
pm = parent.add_mutually_exclusive_group()
pm.add_argument('--m1', action='store_true')
pm.add_argument('--m2', action='store_true')
parent.set_defaults(extra='e')
child = argparse.ArgumentParser(prog='child', parents=[parent], conflict_handler='resolve')
child.add_argument('--parent', help='overridden')
child.add_argument('-h', '--halt', action='store_true')
child.print_help()
run(child, ['--parent', '3', '-h'])
run(child, ['--m1', '--m2'])
child2 = argparse.ArgumentParser(prog='child2', parents=[parent])
run(child2, ['--parent', '3', '--pg', 'x'])

p = argparse.ArgumentParser(prog='ver')
p.add_argument('-V', action='version', version='%(prog)s version 3.2.1 with a very long version '
                                               'string that goes beyond the width for sure')
p.add_argument('--v2', action='version', version='plain')
p.print_help()
run(p, ['-V'])
run(p, ['--v2'])
p = argparse.ArgumentParser(prog='ver2')
p.version = 'from the parser'
p.add_argument('--version', action='version')
run(p, ['--version'])
