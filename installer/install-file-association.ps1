# Tournament files (*.adesk) open in Arbiter Desk on a double-click (Windows), for this user only: no
# administrator rights needed, nothing outside HKEY_CURRENT_USER\Software\Classes is written.
# Run it from the copied bundle folder:  powershell -ExecutionPolicy Bypass -File install-file-association.ps1
# -Remove takes the association away again.
param([switch]$Remove)
$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest
$Here = Split-Path -Parent $MyInvocation.MyCommand.Path
$Exe = Join-Path $Here "arbiter-desk.exe"
$ProgId = "ArbiterDesk.Tournament"
$Classes = "HKCU:\Software\Classes"

if ($Remove) {
    foreach ($Key in @("$Classes\.adesk", "$Classes\$ProgId")) {
        if (Test-Path $Key) { Remove-Item -Recurse -Force $Key }
    }
    Write-Host "removed the .adesk association"
    exit 0
}
if (-not (Test-Path $Exe)) { throw "arbiter-desk.exe is not in ${Here}: run this script from the bundle folder" }

New-Item -Force -Path "$Classes\.adesk" | Out-Null
Set-ItemProperty -Path "$Classes\.adesk" -Name "(default)" -Value $ProgId
Set-ItemProperty -Path "$Classes\.adesk" -Name "Content Type" -Value "application/x-arbiter-desk"
New-Item -Force -Path "$Classes\$ProgId\DefaultIcon" | Out-Null
Set-ItemProperty -Path "$Classes\$ProgId" -Name "(default)" -Value "Arbiter Desk tournament"
Set-ItemProperty -Path "$Classes\$ProgId\DefaultIcon" -Name "(default)" -Value "`"$Exe`",0"
New-Item -Force -Path "$Classes\$ProgId\shell\open\command" | Out-Null
Set-ItemProperty -Path "$Classes\$ProgId\shell\open\command" -Name "(default)" -Value "`"$Exe`" `"%1`""

# Tell Explorer the associations changed (SHChangeNotify SHCNE_ASSOCCHANGED), so icons update at once.
Add-Type -Namespace ArbiterDesk -Name Shell -MemberDefinition @"
[System.Runtime.InteropServices.DllImport("shell32.dll")]
public static extern void SHChangeNotify(int eventId, uint flags, System.IntPtr item1, System.IntPtr item2);
"@
[ArbiterDesk.Shell]::SHChangeNotify(0x08000000, 0, [System.IntPtr]::Zero, [System.IntPtr]::Zero)
Write-Host "*.adesk files now open in $Exe"
