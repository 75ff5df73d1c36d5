; Inno Setup 6 script: packs the one-folder build dist\favelas\ (PyInstaller, installer.spec)
; into dist\favelas-<version>-windows-setup.exe. build\windows\build.ps1 runs it as
;
;   ISCC.exe /DAppVersion=0.1.0 build\windows\favelas.iss
;
; Optional: /DIconFile=<path to .ico> (default build\work\icons\favelas.ico, written by
; build\icon.py). Paths below are relative to the project folder (SourceDir).
; The installed app needs no Python: everything it runs is in dist\favelas\.

#ifndef AppVersion
  #error Pass the version: ISCC.exe /DAppVersion=X.Y.Z build\windows\favelas.iss
#endif
#ifndef IconFile
  #define IconFile "build\work\icons\favelas.ico"
#endif
#define AppExe "favelas.exe"

[Setup]
; The AppId ties upgrades and the uninstaller together: never change it.
AppId={{BBA818CE-2C75-49E3-8E0D-D61945A51260}
AppName=Favelas
AppVersion={#AppVersion}
AppVerName=Favelas {#AppVersion}
SourceDir=..\..
OutputDir=dist
OutputBaseFilename=favelas-{#AppVersion}-windows-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName=Favelas
; Per-user (no admin rights, into %LOCALAPPDATA%\Programs) or for all users (Program
; Files, asks for admin): Setup offers both; /ALLUSERS or /CURRENTUSER choose silently.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
DefaultDirName={autopf}\Favelas
DefaultGroupName=Favelas
DisableProgramGroupPage=yes
; The build is 64-bit (64-bit Python); Windows on Arm runs it emulated.
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Python 3.11, frozen inside, runs on Windows 8.1 and later.
MinVersion=6.3
WizardStyle=modern
Compression=lzma2/max
SolidCompression=yes
ShowLanguageDialog=auto

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "portuguese"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "dutch"; MessagesFile: "compiler:Languages\Dutch.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the bundled libraries as a whole, so none of an older build's linger.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "dist\favelas\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Favelas"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{autodesktop}\Favelas"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,Favelas}"; Flags: nowait postinstall skipifsilent

; The uninstaller removes what Setup installed. The player's settings and saved games live in
; per-user folders outside {app} (platformdirs) and are kept.
