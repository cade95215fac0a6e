package dialecttest

import (
	"path/filepath"
	"reflect"
	"strings"

	"github.com/uridialect/uridialect/dialect"
)

// module is the path of the module every dialect package is in.
const module = "github.com/uridialect/uridialect/"

// Folder returns the folder of the package that defines d's type, relative
// to the repository's root: "rfc2396", "clients/mosaic2". A dialect's
// tables are in its testdata/ there.
func Folder(d dialect.Dialect) string {
	t := reflect.TypeOf(d)
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return strings.TrimPrefix(t.PkgPath(), module)
}

// Table returns the path of d's table name (a name or a glob pattern),
// root being the way from the caller's folder to the repository's root:
// Table("..", rfc2396.Default, "resolve.txt") is
// "../rfc2396/testdata/resolve.txt".
func Table(root string, d dialect.Dialect, name string) string {
	return filepath.Join(root, Folder(d), "testdata", name)
}
