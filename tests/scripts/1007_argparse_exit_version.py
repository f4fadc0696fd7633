# argparse: --version on the real command line (see .args): the version
# text on stdout, exit 0.
import argparse

p = argparse.ArgumentParser()
p.add_argument('--version', action='version', version='%(prog)s 2.5.1')
p.add_argument('x')
p.parse_args()
print('not reached')
