/*
 * The offline page's list of pages that work without a network: those the
 * offline worker has every resource of, as gatsby-plugin-offline records them
 * (idb-keyval's store, keys "resources:<path>"). Each path is written as a
 * readable name; nothing here leaves the device.
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

  if (!window.indexedDB) return
  var opening = indexedDB.open("keyval-store")
  opening.onsuccess = function () {
    var db = opening.result
    if (!db.objectStoreNames.contains("keyval")) return db.close()
    var keys = db.transaction("keyval").objectStore("keyval").getAllKeys()
    keys.onsuccess = function () {
      var skip = ["/uten-nett/", "/404/", "/404.html", "/offline-plugin-app-shell-fallback/"]
      // The pages this page links to already (Min festival, Min side) are not named twice.
      document.querySelectorAll(".offline__saved a").forEach(function (link) {
        skip.push(link.getAttribute("href"))
      })
      show(
        keys.result
          .filter(function (key) {
            return typeof key === "string" && key.indexOf("resources:/") === 0
          })
          .map(function (key) {
            return key.slice("resources:".length)
          })
          .filter(function (path) {
            return /^\/(?![/\\])/.test(path) && skip.indexOf(path) === -1
          }),
      )
      db.close()
    }
  }
})()
