"""Draws the Arbiter Desk icon: resources/icons/arbiter-desk.svg, a 256 px PNG and a Windows ICO.

Run once after changing the drawing (the outputs are committed): ``python installer/make_icons.py``.
A pawn standing on a corner of a chess board, with the arbiter's green tick.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def board_squares() -> str:
    light, dark = "#f0d9b5", "#b58863"
    squares = []
    for row in range(4):
        for col in range(4):
            colour = light if (row + col) % 2 == 0 else dark
            squares.append(f'<rect x="{40 + col * 36}" y="{76 + row * 36}" width="36" height="36" fill="{colour}"/>')
    return "\n    ".join(squares)


def icon_svg() -> str:
    return f"""<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <title>Arbiter Desk</title>
  <rect x="8" y="8" width="240" height="240" rx="44" fill="#1d3f5e"/>
  <g stroke="#0f2436" stroke-width="4">
    <rect x="38" y="74" width="148" height="148" rx="4" fill="#0f2436"/>
  </g>
  <g>
    {board_squares()}
  </g>
  <g fill="#ffffff" stroke="#0f2436" stroke-width="6" stroke-linejoin="round">
    <circle cx="112" cy="96" r="24"/>
    <path d="M96 118 h32 l10 56 h-52 z"/>
    <path d="M70 176 h84 a6 6 0 0 1 6 6 v14 h-96 v-14 a6 6 0 0 1 6 -6 z"/>
  </g>
  <circle cx="192" cy="70" r="40" fill="#2e9e5b" stroke="#ffffff" stroke-width="8"/>
  <path d="M172 70 l14 15 l26 -30" fill="none" stroke="#ffffff" stroke-width="12"
        stroke-linecap="round" stroke-linejoin="round"/>
</svg>
"""


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not QImageWriter(buffer, QByteArray(b"png")).write(image):
        raise SystemExit("could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(images: list[bytes], sizes: tuple[int, ...]) -> bytes:
    """An ICO file whose entries are PNG images (allowed since Windows Vista), largest last."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries = b""
    for size, data in zip(sizes, images, strict=True):
        side = 0 if size >= 256 else size  # 0 stands for 256 in the one-byte width/height fields
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(images)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    ICONS.mkdir(parents=True, exist_ok=True)
    svg = icon_svg()
    (ICONS / "arbiter-desk.svg").write_text(svg, encoding="utf-8")
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    if not renderer.isValid():
        raise SystemExit("the icon SVG does not parse")
    (ICONS / "arbiter-desk.png").write_bytes(png_bytes(render(renderer, 256)))
    sizes = [png_bytes(render(renderer, size)) for size in ICO_SIZES]
    (ICONS / "arbiter-desk.ico").write_bytes(ico_bytes(sizes, ICO_SIZES))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
