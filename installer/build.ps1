# Builds the one-folder standalone app dist\arbiter-desk\ on Windows (PowerShell 5+ and Python 3.11+ from
# python.org or the launcher "py"). Run from anywhere:  powershell -ExecutionPolicy Bypass -File installer\build.ps1
# The folder holds arbiter-desk.exe (the window, no console) and arbiter-desk-cli.exe (command line, --self-test).
$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest
$Root = Resolve-Path (Join-Path $PSScriptRoot "..")
$Build = Join-Path $Root "installer\.build"
$Python = if ($env:PYTHON) { $env:PYTHON } else { "py" }
Set-Location $Root
$Started = Get-Date

function Invoke-Checked([string]$Exe, [string[]]$Arguments) {
    & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Exe $($Arguments -join ' ') failed with exit code $LASTEXITCODE" }
}

$VenvPython = Join-Path $Build "venv\Scripts\python.exe"
if (-not (Test-Path $VenvPython)) {
    $PythonArgs = if ($Python -eq "py") { @("-3", "-m", "venv", (Join-Path $Build "venv")) } else { @("-m", "venv", (Join-Path $Build "venv")) }
    Invoke-Checked $Python $PythonArgs
}
Invoke-Checked $VenvPython @("-m", "pip", "install", "-q", "--disable-pip-version-check", "-r", "installer\requirements.txt")
Invoke-Checked $VenvPython @("-m", "pip", "install", "-q", "--disable-pip-version-check", ".")

$Dist = Join-Path $Root "dist"
if (Test-Path (Join-Path $Dist "arbiter-desk")) { Remove-Item -Recurse -Force (Join-Path $Dist "arbiter-desk") }
Invoke-Checked $VenvPython @("-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
    "--distpath", $Dist, "--workpath", (Join-Path $Build "work"), "installer\arbiter-desk.spec")

# The per-user file association (*.adesk opens in the desk) goes next to the executable.
Copy-Item (Join-Path $Root "installer\install-file-association.ps1") (Join-Path $Dist "arbiter-desk")

# Smoke check of the bundle: the window's self-test, offscreen.
$env:QT_QPA_PLATFORM = "offscreen"
Invoke-Checked (Join-Path $Dist "arbiter-desk\arbiter-desk-cli.exe") @("--self-test")
Remove-Item Env:\QT_QPA_PLATFORM

$Seconds = [int]((Get-Date) - $Started).TotalSeconds
$Megabytes = [int]((Get-ChildItem -Recurse -File (Join-Path $Dist "arbiter-desk") | Measure-Object Length -Sum).Sum / 1MB)
Write-Host "built dist\arbiter-desk in $Seconds s, $Megabytes MB"
