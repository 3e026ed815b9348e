"""Run Reverie as a service: a systemd user unit on Linux, a launchd agent on macOS.

``reverie service install | status | uninstall`` (:mod:`worker.cli.service_cmd`) is thin
over :mod:`.lifecycle`. What a service serves is a :class:`~.target.ServiceTarget`, recorded
as the ``reverie run`` command line it starts; the machine (platform, the user's
directories, the interpreter, how systemctl / launchctl are run) is a
:class:`~.host.ServiceHost`. The doctor asks :func:`.lifecycle.installed_but_not_running`.
"""

from .host import ServiceHost
from .lifecycle import (
    InstallReport,
    ServicePlan,
    ServiceStatus,
    UninstallReport,
    install_service,
    installed_but_not_running,
    plan_service,
    service_status,
    uninstall_service,
)
from .target import ServiceTarget, resolve_target

__all__ = [
    "InstallReport", "ServiceHost", "ServicePlan", "ServiceStatus", "ServiceTarget",
    "UninstallReport", "install_service", "installed_but_not_running", "plan_service",
    "resolve_target", "service_status", "uninstall_service",
]
