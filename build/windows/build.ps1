<#
.SYNOPSIS
    Builds the Windows installer dist\favelas-<version>-windows-setup.exe from a clean checkout.

.DESCRIPTION
    1. creates .venv (Python 3.11 or newer) and installs the project with its dev extra;
    2. draws the icons into build\work\icons (build\icon.py);
    3. freezes the app with PyInstaller into dist\favelas\ (installer.spec);
    4. checks the frozen build (favelas-cli.exe selftest, headless);
    5. packs dist\favelas\ with Inno Setup 6 (build\windows\favelas.iss).
    Run from anywhere:  powershell -ExecutionPolicy Bypass -File build\windows\build.ps1

.PARAMETER Python
    Path to the python.exe that creates the venv (default: `py -3.11` when the Python
    launcher is installed, else `python` on PATH). Ignored when .venv already exists.

.PARAMETER Iscc
    Path to ISCC.exe (default: on PATH, $env:ISCC, or the usual Inno Setup 6 install folders).

.PARAMETER SkipSelftest
    Package without running the frozen app's self-test.
#>
[CmdletBinding()]
param(
    [string] $Python = "",
    [string] $Iscc = "",
    [switch] $SkipSelftest
)

$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest

$Root = Resolve-Path (Join-Path $PSScriptRoot "..\..")
Set-Location $Root

function Invoke-Checked {
    # Runs a program with the rest of the arguments, and stops the build when it fails
    # (a native program's exit code does not throw). A plain function, so that arguments
    # such as -m reach the program instead of being taken as parameters of this function.
    $program = $args[0]
    $rest = @($args | Select-Object -Skip 1)
    Write-Host "> $program $($rest -join ' ')"
    & $program @rest
    if ($LASTEXITCODE -ne 0) { throw "$program failed with exit code $LASTEXITCODE" }
}

function Find-Iscc {
    if ($Iscc) { return $Iscc }
    if ($env:ISCC) { return $env:ISCC }
    $onPath = Get-Command "ISCC.exe" -ErrorAction SilentlyContinue
    if ($onPath) { return $onPath.Source }
    $candidates = @()
    foreach ($folder in @(${env:ProgramFiles(x86)}, $env:ProgramFiles, "$env:LOCALAPPDATA\Programs")) {
        if ($folder) { $candidates += Join-Path $folder "Inno Setup 6\ISCC.exe" }
    }
    foreach ($candidate in $candidates) {
        if (Test-Path $candidate) { return $candidate }
    }
    throw "ISCC.exe (Inno Setup 6) was not found: install it (winget install JRSoftware.InnoSetup) or pass -Iscc <path>."
}

# 1. The venv, with the project and its dev extra (PyInstaller among them).
$venvPython = Join-Path $Root ".venv\Scripts\python.exe"
if (-not (Test-Path $venvPython)) {
    if ($Python) {
        Invoke-Checked $Python -m venv .venv
    } elseif (Get-Command "py" -ErrorAction SilentlyContinue) {
        Invoke-Checked py -3.11 -m venv .venv
    } else {
        Invoke-Checked python -m venv .venv
    }
}
Invoke-Checked $venvPython -c "import sys; assert sys.version_info >= (3, 11), 'Python 3.11 or newer is needed, not ' + sys.version"
Invoke-Checked $venvPython -m pip install --quiet --disable-pip-version-check --upgrade pip
Invoke-Checked $venvPython -m pip install --quiet --disable-pip-version-check -e ".[dev]"
$version = (& $venvPython -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])").Trim()
if ($LASTEXITCODE -ne 0 -or -not $version) { throw "could not read the version from pyproject.toml" }
Write-Host "Favelas $version"

# 2. The icons (favelas.ico goes into the executables and the installer).
Invoke-Checked $venvPython build\icon.py build\work\icons

# 3. The one-folder build: dist\favelas\favelas.exe (and favelas-cli.exe for the terminal).
Invoke-Checked $venvPython -m PyInstaller --noconfirm --distpath dist --workpath build\work\pyinstaller installer.spec

# 4. The frozen build checks itself: every locale, asset and screen, headless.
if (-not $SkipSelftest) {
    $env:SDL_VIDEODRIVER = "dummy"
    $env:SDL_AUDIODRIVER = "dummy"
    try {
        Invoke-Checked (Join-Path $Root "dist\favelas\favelas-cli.exe") selftest
    } finally {
        Remove-Item Env:SDL_VIDEODRIVER, Env:SDL_AUDIODRIVER -ErrorAction SilentlyContinue
    }
}

# 5. The installer.
Invoke-Checked (Find-Iscc) "/DAppVersion=$version" build\windows\favelas.iss
$setup = Join-Path $Root "dist\favelas-$version-windows-setup.exe"
if (-not (Test-Path $setup)) { throw "Inno Setup did not write $setup" }
Write-Host "Built $setup"
