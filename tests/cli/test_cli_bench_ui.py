"""`favelas bench render`: frame times of the staged scenes beside bare pygame."""

from __future__ import annotations

import io
import json

from favelas_app.cli.main import SCENES, main


def test_bench_render_times_every_scene_it_offers() -> None:
    """Each offered scene is staged and timed; --json gives one object per scene, the
    Favelas table with its boards' polygons counted."""
    out = io.StringIO()
    argv = ["bench", "render", "--frames", "2", "--json"]
    for scene in SCENES:
        argv += ["--scene", scene]
    assert main(argv, out) == 0
    results = [json.loads(line) for line in out.getvalue().splitlines() if line.startswith("{")]
    assert [r["scene"] for r in results] == list(SCENES)
    for result in results:
        assert result["frame_ms"]["median"] > 0
    assert next(r for r in results if r["scene"] == "favelas")["polygons"] > 50
