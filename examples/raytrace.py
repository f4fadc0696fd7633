# raytrace.py: a small recursive ray tracer.  Three spheres on a checkered
# floor, two point lights, Lambert and Phong shading, hard shadows and mirror
# reflections up to a fixed depth.  The image is not written out: the program
# prints a checksum of its 8-bit pixels and the average colour.
#
#   python3 examples/raytrace.py [SIZE]    (default 180: a 180x180 image)

import math
import sys
from collections import namedtuple

EPSILON = 1e-5
MAX_DEPTH = 4


class Vector:
    __slots__ = ("x", "y", "z")

    def __init__(self, x, y, z):
        self.x = x
        self.y = y
        self.z = z

    def __add__(self, o):
        return Vector(self.x + o.x, self.y + o.y, self.z + o.z)

    def __sub__(self, o):
        return Vector(self.x - o.x, self.y - o.y, self.z - o.z)

    def __mul__(self, k):
        return Vector(self.x * k, self.y * k, self.z * k)

    __rmul__ = __mul__

    def __neg__(self):
        return Vector(-self.x, -self.y, -self.z)

    def dot(self, o):
        return self.x * o.x + self.y * o.y + self.z * o.z

    def cross(self, o):
        return Vector(self.y * o.z - self.z * o.y,
                      self.z * o.x - self.x * o.z,
                      self.x * o.y - self.y * o.x)

    def magnitude(self):
        return math.sqrt(self.dot(self))

    def normalized(self):
        m = self.magnitude()
        if m == 0:
            raise ZeroDivisionError("cannot normalise a zero vector")
        return self * (1.0 / m)

    def reflect(self, normal):
        return self - normal * (2 * self.dot(normal))

    def __repr__(self):
        return f"Vector({self.x}, {self.y}, {self.z})"


ZERO = Vector(0.0, 0.0, 0.0)


class Colour(Vector):
    """An RGB triple with components in [0, 1] (more while accumulating)."""

    __slots__ = ()

    def __add__(self, o):
        return Colour(self.x + o.x, self.y + o.y, self.z + o.z)

    def __mul__(self, k):
        if isinstance(k, Colour):
            return Colour(self.x * k.x, self.y * k.y, self.z * k.z)
        return Colour(self.x * k, self.y * k, self.z * k)

    __rmul__ = __mul__

    def to_bytes(self):
        return tuple(max(0, min(255, int(c * 255 + 0.5))) for c in (self.x, self.y, self.z))


BLACK = Colour(0.0, 0.0, 0.0)
WHITE = Colour(1.0, 1.0, 1.0)


class Ray:
    __slots__ = ("origin", "direction")

    def __init__(self, origin, direction):
        self.origin = origin
        self.direction = direction.normalized()

    def at(self, t):
        return self.origin + self.direction * t


class Material:
    def __init__(self, colour, diffuse=0.8, specular=0.3, shininess=30, reflection=0.0):
        self.colour = colour
        self.diffuse = diffuse
        self.specular = specular
        self.shininess = shininess
        self.reflection = reflection

    def colour_at(self, point):
        return self.colour


class Checker(Material):
    def __init__(self, other, size=1.0, **kwargs):
        super().__init__(WHITE, **kwargs)
        self.other = other
        self.size = size

    def colour_at(self, point):
        cell = math.floor(point.x / self.size) + math.floor(point.z / self.size)
        return self.colour if cell % 2 == 0 else self.other


class Shape:
    def __init__(self, material):
        self.material = material

    def intersect(self, ray):
        """Distance along the ray to the nearest hit, or None."""
        raise NotImplementedError

    def normal_at(self, point):
        raise NotImplementedError


class Sphere(Shape):
    def __init__(self, centre, radius, material):
        super().__init__(material)
        self.centre = centre
        self.radius = radius

    def intersect(self, ray):
        oc = ray.origin - self.centre
        b = oc.dot(ray.direction)
        c = oc.dot(oc) - self.radius * self.radius
        disc = b * b - c
        if disc < 0:
            return None
        root = math.sqrt(disc)
        for t in (-b - root, -b + root):
            if t > EPSILON:
                return t
        return None

    def normal_at(self, point):
        return (point - self.centre).normalized()


class Plane(Shape):
    def __init__(self, point, normal, material):
        super().__init__(material)
        self.point = point
        self.normal = normal.normalized()

    def intersect(self, ray):
        denom = ray.direction.dot(self.normal)
        if abs(denom) < EPSILON:
            return None
        t = (self.point - ray.origin).dot(self.normal) / denom
        return t if t > EPSILON else None

    def normal_at(self, point):
        return self.normal


Light = namedtuple("Light", ["position", "colour"])


class Scene:
    def __init__(self, shapes, lights, ambient=0.1, background=Colour(0.1, 0.1, 0.2)):
        self.shapes = shapes
        self.lights = lights
        self.ambient = ambient
        self.background = background
        self.rays = 0

    def nearest(self, ray):
        best = None
        best_t = math.inf
        for shape in self.shapes:
            t = shape.intersect(ray)
            if t is not None and t < best_t:
                best, best_t = shape, t
        return best, best_t

    def shadowed(self, point, light):
        to_light = light.position - point
        distance = to_light.magnitude()
        ray = Ray(point, to_light)
        for shape in self.shapes:
            t = shape.intersect(ray)
            if t is not None and t < distance:
                return True
        return False

    def trace(self, ray, depth=0):
        self.rays += 1
        shape, t = self.nearest(ray)
        if shape is None:
            return self.background
        point = ray.at(t)
        normal = shape.normal_at(point)
        if normal.dot(ray.direction) > 0:
            normal = -normal
        material = shape.material
        base = material.colour_at(point)
        colour = base * self.ambient
        for light in self.lights:
            if self.shadowed(point, light):
                continue
            to_light = (light.position - point).normalized()
            lambert = normal.dot(to_light)
            if lambert > 0:
                colour = colour + base * light.colour * (lambert * material.diffuse)
            half = (to_light - ray.direction).normalized()
            spec = normal.dot(half)
            if spec > 0:
                colour = colour + light.colour * (material.specular * spec ** material.shininess)
        if material.reflection > 0 and depth < MAX_DEPTH:
            bounce = Ray(point, ray.direction.reflect(normal))
            colour = colour + self.trace(bounce, depth + 1) * material.reflection
        return colour


class Camera:
    def __init__(self, eye, look_at, up=Vector(0.0, 1.0, 0.0), fov=60.0):
        self.eye = eye
        self.forward = (look_at - eye).normalized()
        self.right = self.forward.cross(up).normalized()
        self.up = self.right.cross(self.forward)
        self.scale = math.tan(math.radians(fov) / 2)

    def rays(self, width, height):
        aspect = width / height
        for j in range(height):
            for i in range(width):
                x = (2 * (i + 0.5) / width - 1) * aspect * self.scale
                y = (1 - 2 * (j + 0.5) / height) * self.scale
                direction = self.forward + self.right * x + self.up * y
                yield i, j, Ray(self.eye, direction)


def build_scene():
    shapes = [
        Plane(Vector(0.0, 0.0, 0.0), Vector(0.0, 1.0, 0.0),
              Checker(Colour(0.2, 0.2, 0.2), size=1.5, reflection=0.2)),
        Sphere(Vector(0.0, 1.0, 5.0), 1.0, Material(Colour(0.9, 0.2, 0.2), reflection=0.3)),
        Sphere(Vector(-2.2, 0.7, 6.5), 0.7, Material(Colour(0.2, 0.8, 0.3), shininess=60)),
        Sphere(Vector(2.0, 1.5, 7.0), 1.5, Material(Colour(0.3, 0.4, 0.95), reflection=0.5)),
    ]
    lights = [
        Light(Vector(-5.0, 8.0, 0.0), Colour(0.8, 0.8, 0.8)),
        Light(Vector(6.0, 5.0, 2.0), Colour(0.4, 0.35, 0.3)),
    ]
    return Scene(shapes, lights)


def render(size):
    scene = build_scene()
    camera = Camera(Vector(0.0, 2.0, -1.0), Vector(0.0, 1.0, 5.0))
    checksum = 0
    totals = [0, 0, 0]
    for i, j, ray in camera.rays(size, size):
        pixel = scene.trace(ray).to_bytes()
        for k, c in enumerate(pixel):
            totals[k] += c
        r, g, b = pixel
        checksum = (checksum * 131 + (r << 16 | g << 8 | b)) % (2 ** 61 - 1)
    return checksum, [t // (size * size) for t in totals], scene.rays


def main(size):
    checksum, average, rays = render(size)
    print(f"{size}x{size} image, {rays} rays traced")
    print(f"checksum {checksum}")
    print("average colour", tuple(average))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 180)
