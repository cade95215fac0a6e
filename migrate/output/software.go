package output

import (
	"runtime/debug"
	"sync"
)

// modulePath is the module whose version names the software.
const modulePath = "github.com/uridialect/uridialect"

// Software names the software that writes migrate's outputs, as a
// warcinfo record's "software" field and the manifest say it:
// "uridialect/VERSION", the module's version as the build recorded it
// (the main module's, or the dependency's in another program, such as
// uridialect-beam), "(devel)" for a build in a clone. The commit is left
// out so that every program built from the same module version writes the
// same bytes.
func Software() string { return software() }

var software = sync.OnceValue(func() string {
	version := "(devel)"
	if info, ok := debug.ReadBuildInfo(); ok {
		if info.Main.Path == modulePath && info.Main.Version != "" {
			version = info.Main.Version
		}
		for _, d := range info.Deps {
			if d.Path == modulePath && d.Version != "" {
				version = d.Version
				if d.Replace != nil {
					version = "(devel)"
				}
			}
		}
	}
	return "uridialect/" + version
})
