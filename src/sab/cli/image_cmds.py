"""`sab images`: base images for leaf builds on machines that reach no image registry."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from sab.cli.output import console, emit_json, say


def register(app: typer.Typer) -> None:
    images = typer.Typer(help="Base images for leaf builds without registry access.", no_args_is_help=True)
    images.command("bootstrap")(bootstrap)
    app.add_typer(images, name="images")


def bootstrap(
    tag: Optional[str] = typer.Option(None, "--tag", help="image name (default: $SAB_BASE_IMAGE, else [tool.sab] base_image, else sab-base:<suite>)"),
    suite: str = typer.Option("bookworm", "--suite", help="Debian release to bootstrap"),
    mirror: Optional[str] = typer.Option(None, "--mirror", help="Debian mirror (default: the one apt is configured with)"),
    force: bool = typer.Option(False, "--force", help="rebuild even when the image exists"),
    work_dir: Optional[Path] = typer.Option(None, "--work-dir", help="where the root filesystem is made (default /var/tmp)"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """Build a local base image (python3, numpy, make, gcc, gfortran) with debootstrap and docker import."""
    from sab.images import bootstrap as do_bootstrap

    if as_json:
        result = do_bootstrap(tag=tag, suite=suite, mirror=mirror, force=force, work_dir=work_dir)
        emit_json(result.as_dict())
        return
    with console().status("sab images bootstrap") as spinner:
        result = do_bootstrap(tag=tag, suite=suite, mirror=mirror, force=force, work_dir=work_dir,
                              progress=lambda message: spinner.update(message))
    if result.created:
        say(f"built {result.tag} ({result.image_id[:19]}, {result.size_bytes / 1e6:.0f} MB) from Debian {result.suite} "
            f"at {result.mirror}: debootstrap {result.debootstrap_seconds:.0f} s, import {result.import_seconds:.0f} s")
    else:
        say(f"{result.tag} already exists ({result.image_id[:19]}); --force rebuilds it")
    say(f"use it for leaf builds: export SAB_BASE_IMAGE={result.tag}  (or base_image = \"{result.tag}\" under [tool.sab])")
