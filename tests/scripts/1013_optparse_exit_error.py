# optparse: an invalid option value on the real command line (see .args):
# usage and "PROG: error: ..." on stderr, exit status 2.
from optparse import OptionParser

parser = OptionParser(usage='%prog [options] file')
parser.add_option('-n', '--num', type='int', default=1, help='a number')
options, args = parser.parse_args()
print('not reached', options, args)
