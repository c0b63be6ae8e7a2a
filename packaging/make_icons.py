"""Draw Card Table's application icon and write every file made from it.

    .venv/bin/python packaging/make_icons.py [--root FOLDER]

The icon is two cards fanned on a square of green felt, a red heart behind and a big black
spade in front: shapes bold enough to read at 16 pixels. It is drawn once, at 512 pixels
(four times larger first, then reduced, because Pillow draws shapes without smoothing their
edges), and that master is scaled to the sizes the desktop asks for:

- ``assets/icons/hicolor/<n>x<n>/apps/io.github.cardtable.CardTable.png`` for n in 16 … 512,
  which the app shows as its window icon and ``make install-desktop`` copies into the user's
  icon theme;
- ``packaging/io.github.cardtable.CardTable.ico``, the Windows program icon (16 … 256).

The macOS ``.icns`` is made from the PNGs when the app is built on a Mac (see ``write_icns``,
called by ``cardtable.spec``). The output depends only on this script and Pillow, so running it
again reproduces the committed files; a test checks that it does.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Iterable
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

APP_ID = "io.github.cardtable.CardTable"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)  # 256 is the largest a Windows icon holds
MASTER = 512
SUPERSAMPLE = 4
REPOSITORY = Path(__file__).resolve().parent.parent

FELT_CENTRE = (46, 140, 72)
FELT_EDGE = (20, 84, 42)
FELT_RIM = (12, 58, 28)
CARD_FACE = (252, 251, 245)
CARD_LINE = (96, 96, 90)
RED = (206, 32, 44)
BLACK = (24, 24, 28)

Point = tuple[float, float]


def heart_outline(steps: int = 240) -> list[Point]:
    """A heart about one unit tall, centred on the origin, point down (y grows downwards).

    It is the classic parametric heart curve, scaled so its width is about 1.06 and its height 1.
    """
    points = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        points.append((x / 30, -(y + 2.5) / 30))
    return points


def spade_outline() -> list[Point]:
    """A spade's blade: the heart turned point up and made a little narrower."""
    return [(x * 0.94, -y - 0.08) for x, y in heart_outline()]


def spade_stem() -> list[Point]:
    """The spade's stem, a foot that flares out under the blade."""
    return [(-0.05, 0.1), (0.05, 0.1), (0.11, 0.5), (0.25, 0.58), (-0.25, 0.58), (-0.11, 0.5)]


def placed(shape: Iterable[Point], centre: Point, size: float) -> list[Point]:
    """A unit shape scaled to ``size`` pixels and moved to ``centre``."""
    cx, cy = centre
    return [(cx + x * size, cy + y * size) for x, y in shape]


def felt(side: int) -> Image.Image:
    """The table: a rounded square of felt, lighter in the middle, with a dark rim."""
    distance = Image.radial_gradient("L").resize((side, side), Image.Resampling.BICUBIC)
    gradient = Image.composite(
        Image.new("RGB", (side, side), FELT_EDGE), Image.new("RGB", (side, side), FELT_CENTRE),
        distance,
    )
    margin = side * 0.04
    box = (margin, margin, side - margin, side - margin)
    mask = Image.new("L", (side, side), 0)
    ImageDraw.Draw(mask).rounded_rectangle(box, radius=side * 0.18, fill=255)
    table = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    table.paste(gradient, (0, 0), mask)
    ImageDraw.Draw(table).rounded_rectangle(
        box, radius=side * 0.18, outline=FELT_RIM, width=round(side * 0.014)
    )
    return table


def card(side: int, suit: str) -> Image.Image:
    """One upright card in the middle of a transparent square: a face, a corner pip and a big
    pip in the centre."""
    layer = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    width, height = side * 0.44, side * 0.62
    left, top = (side - width) / 2, (side - height) / 2
    draw.rounded_rectangle(
        (left, top, left + width, top + height), radius=side * 0.05,
        fill=CARD_FACE, outline=CARD_LINE, width=round(side * 0.008),
    )
    centre = (side / 2, side / 2 + height * 0.02)
    corner = (left + width * 0.17, top + height * 0.13)
    if suit == "heart":
        for where, size in ((centre, width * 0.7), (corner, width * 0.17)):
            draw.polygon(placed(heart_outline(), where, size), fill=RED)
    else:
        for where, size in ((centre, width * 0.76), (corner, width * 0.17)):
            draw.polygon(placed(spade_outline(), where, size), fill=BLACK)
            draw.polygon(placed(spade_stem(), where, size), fill=BLACK)
    return layer


def shadow(layer: Image.Image, offset: Point, blur: float) -> Image.Image:
    """A soft dark shadow of a layer's shape, moved by ``offset``."""
    alpha = layer.getchannel("A").point(lambda a: a * 90 // 255)
    dark = Image.new("RGBA", layer.size, (0, 0, 0, 0))
    dark.putalpha(alpha)
    dark = dark.transform(
        layer.size, Image.Transform.AFFINE, (1, 0, -offset[0], 0, 1, -offset[1])
    )
    return dark.filter(ImageFilter.GaussianBlur(blur))


def master() -> Image.Image:
    """The icon at 512 pixels."""
    side = MASTER * SUPERSAMPLE
    picture = felt(side)
    pivot = (side * 0.5, side * 0.98)  # the cards fan out from a point below them, as in a hand
    for suit, angle, shift in (("heart", 13.0, -0.06), ("spade", -9.0, 0.07)):
        layer = card(side, suit).rotate(
            angle, resample=Image.Resampling.BICUBIC, center=pivot,
            translate=(side * shift, -side * 0.005),
        )
        picture.alpha_composite(shadow(layer, (side * 0.012, side * 0.016), side * 0.012))
        picture.alpha_composite(layer)
    return picture.resize((MASTER, MASTER), Image.Resampling.LANCZOS)


def scaled(picture: Image.Image) -> dict[int, Image.Image]:
    """The master at every size of the icon theme."""
    return {
        size: picture if size == MASTER else picture.resize((size, size), Image.Resampling.LANCZOS)
        for size in SIZES
    }


def png_path(root: Path, size: int) -> Path:
    """Where the PNG of one size goes, under a repository root."""
    return root / "assets" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def ico_path(root: Path) -> Path:
    """Where the Windows icon goes, under a repository root."""
    return root / "packaging" / f"{APP_ID}.ico"


def write_icons(root: Path) -> list[Path]:
    """Draw the icon and write the PNGs and the .ico under ``root``; return the files written."""
    images = scaled(master())
    written = []
    for size, image in images.items():
        path = png_path(root, size)
        path.parent.mkdir(parents=True, exist_ok=True)
        image.save(path, format="PNG")
        written.append(path)
    ico = ico_path(root)
    ico.parent.mkdir(parents=True, exist_ok=True)
    largest = images[max(ICO_SIZES)]
    largest.save(
        ico, format="ICO", sizes=[(s, s) for s in ICO_SIZES],
        append_images=[images[s] for s in ICO_SIZES if s != max(ICO_SIZES)],
    )
    written.append(ico)
    return written


def write_icns(root: Path, target: Path) -> Path:
    """Make the macOS icon from the committed PNGs (the 512 one as base, the smaller ones kept as
    drawn), for the .app bundle."""
    images = [Image.open(png_path(root, size)) for size in SIZES]
    images[-1].save(target, format="ICNS", append_images=images[:-1])
    return target


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=REPOSITORY,
                        help="the repository to write into (default: this one)")
    args = parser.parse_args()
    for path in write_icons(args.root):
        print(path)


if __name__ == "__main__":
    main()
