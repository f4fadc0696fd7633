# nbody.py: the Jovian planets orbiting the Sun, integrated with a simple
# symplectic (semi-implicit Euler) step.  Prints the system's energy before and
# after, which is the usual checksum of this benchmark.
#
#   python3 examples/nbody.py [STEPS]     (default 150000)

import math
import sys

PI = math.pi
SOLAR_MASS = 4 * PI * PI
DAYS_PER_YEAR = 365.24


class Body:
    """A point mass: position, velocity (AU, AU/year) and mass (solar masses)."""

    __slots__ = ("name", "x", "y", "z", "vx", "vy", "vz", "mass")

    def __init__(self, name, pos, vel, mass):
        self.name = name
        self.x, self.y, self.z = pos
        # Velocities are given per day; the integrator works in years.
        self.vx, self.vy, self.vz = (v * DAYS_PER_YEAR for v in vel)
        self.mass = mass * SOLAR_MASS

    def kinetic_energy(self):
        return 0.5 * self.mass * (self.vx ** 2 + self.vy ** 2 + self.vz ** 2)

    def __repr__(self):
        return f"Body({self.name!r}, mass={self.mass:.6f})"


def make_system():
    return [
        Body("sun", (0.0, 0.0, 0.0), (0.0, 0.0, 0.0), 1.0),
        Body("jupiter",
             (4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01),
             (1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05),
             9.54791938424326609e-04),
        Body("saturn",
             (8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01),
             (-2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05),
             2.85885980666130812e-04),
        Body("uranus",
             (1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01),
             (2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05),
             4.36624404335156298e-05),
        Body("neptune",
             (1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01),
             (2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05),
             5.15138902046611451e-05),
    ]


class System:
    def __init__(self, bodies):
        self.bodies = bodies
        # Every unordered pair once: the force loop walks this list.
        self.pairs = [(a, b) for i, a in enumerate(bodies) for b in bodies[i + 1:]]

    def offset_momentum(self):
        """Give the sun the velocity that makes the total momentum zero."""
        px = sum(b.vx * b.mass for b in self.bodies)
        py = sum(b.vy * b.mass for b in self.bodies)
        pz = sum(b.vz * b.mass for b in self.bodies)
        sun = self.bodies[0]
        sun.vx = -px / SOLAR_MASS
        sun.vy = -py / SOLAR_MASS
        sun.vz = -pz / SOLAR_MASS

    def energy(self):
        e = sum(b.kinetic_energy() for b in self.bodies)
        for a, b in self.pairs:
            dx, dy, dz = a.x - b.x, a.y - b.y, a.z - b.z
            e -= a.mass * b.mass / math.sqrt(dx * dx + dy * dy + dz * dz)
        return e

    def advance(self, dt, steps):
        pairs = self.pairs
        bodies = self.bodies
        for _ in range(steps):
            for a, b in pairs:
                dx = a.x - b.x
                dy = a.y - b.y
                dz = a.z - b.z
                d2 = dx * dx + dy * dy + dz * dz
                mag = dt / (d2 * math.sqrt(d2))
                bm = b.mass * mag
                am = a.mass * mag
                a.vx -= dx * bm
                a.vy -= dy * bm
                a.vz -= dz * bm
                b.vx += dx * am
                b.vy += dy * am
                b.vz += dz * am
            for body in bodies:
                body.x += dt * body.vx
                body.y += dt * body.vy
                body.z += dt * body.vz


def main(steps):
    system = System(make_system())
    system.offset_momentum()
    print(f"{system.energy():.9f}")
    system.advance(0.01, steps)
    print(f"{system.energy():.9f}")
    print("bodies:", ", ".join(b.name for b in system.bodies))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 150000)
