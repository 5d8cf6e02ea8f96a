"""Running leaves under real Harbor.

`sab.harbor.environment` is a Harbor environment (loaded by Harbor through its import path) that
runs a task's images on a Docker Engine with network `none`. It imports only Harbor, the docker
SDK and the standard library, so it also works as one standalone file in a Harbor installation
that has no sab (`sab harbor install-env DIR`). Nothing here is imported by sab's own commands.
"""
