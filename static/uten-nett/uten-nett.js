/*
 * The offline page's list of pages that work without a network: those the
 * offline worker has every resource of in its caches, by the list
 * gatsby-plugin-offline records for each path (idb-keyval's store, keys
 * "resources:<path>", completed by src/offline/path-resources.ts). Each path
 * is written as a readable name; nothing here leaves the device.
 */
;(function () {
  "use strict"
  var retry = document.getElementById("offline-retry")
  if (retry) retry.setAttribute("href", window.location.href)

  function nameOf(path) {
    if (path === "/") return "Forsiden"
    var segments = decodeURIComponent(path).replace(/\/+$/, "").split("/")
    var last = segments.pop() || path
    // A film or show page (one segment) ends in its ticketing code: setra-dxm1010, den-som-banker-scene01.
    if (segments.length === 1) last = last.replace(/-(dxm\d+|(?=[a-z]*\d)[a-z0-9]{6,7})$/i, "")
    var words = last.replace(/-/g, " ")
    return words.charAt(0).toUpperCase() + words.slice(1)
  }

  function show(paths) {
    var list = document.getElementById("offline-page-list")
    if (!list || paths.length === 0) return
    paths.sort().forEach(function (path) {
      var item = document.createElement("li")
      var link = document.createElement("a")
      link.href = path
      link.textContent = nameOf(path)
      item.appendChild(link)
      list.appendChild(item)
    })
    list.parentElement.hidden = false
  }

  /* Every resource recorded for the path is in the worker's caches, as the worker itself checks. */
  function servable(resources) {
    if (!Array.isArray(resources) || resources.length === 0 || !window.caches) return Promise.resolve(false)
    return Promise.all(
      resources.map(function (resource) {
        return typeof resource === "string" ? caches.match(resource) : undefined
      }),
    ).then(
      function (found) {
        return found.every(Boolean)
      },
      function () {
        return false
      },
    )
  }

  if (!window.indexedDB) return
  var opening = indexedDB.open("keyval-store")
  opening.onsuccess = function () {
    var db = opening.result
    if (!db.objectStoreNames.contains("keyval")) return db.close()
    var store = db.transaction("keyval").objectStore("keyval")
    // Both in key order, so that the n-th key goes with the n-th value.
    var keys = store.getAllKeys()
    var values = store.getAll()
    values.onsuccess = function () {
      db.close()
      var skip = ["/uten-nett/", "/404/", "/404.html", "/offline-plugin-app-shell-fallback/"]
      // The pages this page links to already (Min festival, Min side) are not named twice.
      document.querySelectorAll(".offline__saved a").forEach(function (link) {
        skip.push(link.getAttribute("href"))
      })
      var candidates = []
      keys.result.forEach(function (key, index) {
        if (typeof key !== "string" || key.indexOf("resources:/") !== 0) return
        var path = key.slice("resources:".length)
        if (!/^\/(?![/\\])/.test(path) || skip.indexOf(path) !== -1) return
        candidates.push({ path: path, resources: values.result[index] })
      })
      // A page whose data was fetched ahead, but not its template, cannot be drawn: not named.
      Promise.all(
        candidates.map(function (candidate) {
          return servable(candidate.resources).then(function (ok) {
            return ok ? candidate.path : null
          })
        }),
      ).then(function (paths) {
        show(
          paths.filter(function (path) {
            return path !== null
          }),
        )
      })
    }
  }
})()
